// Modules the browser resolves through the import map at run time; no types cross that line.
declare module '@scf/elements';
