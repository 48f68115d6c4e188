/**
 * The developers' override script (import-map-overrides, made safe to offer): a small ES5 script
 * in the page's head, before the import map, that adds an import map of the overrides this
 * browser's person confirmed. Rules (issue 31, point 3):
 *
 * - A link never applies an override by itself. `?scf-override=@scf/center=<URL>` (or
 *   `scfOverrides.set()` in the console) only asks, once: the page shows a dialog naming each
 *   specifier and URL, and the person types the URL's host to confirm (a reload or 取消 drops
 *   the request). Only then is it stored
 *   (localStorage, this browser only). Removing one (`…=@scf/center=`, `reset`) needs no
 *   confirmation. Overrides stored by the earlier script (applied from a link alone) are dropped.
 * - Only URLs of the allowed origins (IMPORTMAP_OVERRIDE_ORIGINS; localhost, 127.0.0.1 and [::1]
 *   on any port by default) are offered or applied; a stored override off the list (or a shared
 *   one stored without its second confirmation) is dropped.
 * - `@scf/shared`, the root config and the shared libraries (every specifier outside `@scf/`)
 *   need a second, explicit confirmation: replacing them changes every page.
 * - While an override is active, a banner names each one, with one button that removes them all.
 *
 * Everything the person reads is Chinese; colours come from the theme.
 */
import { DEFAULT_THEME_COLOR } from '../../../shared/ui/theme-palette';
import { PORTAL_TEXT_TOKENS } from '../../../shared/ui/theme';

/**
 * What counts as shared (second confirmation): these names,
 * names under these prefixes, and anything outside `OWN_SCOPE`.
 */
const SHARED_EXACT = ['@scf/shared', '@scf/root-config'];
const SHARED_PREFIXES = ['@scf/shared/'];
const OWN_SCOPE = '@scf/';

/** Whether replacing this specifier needs the second confirmation (the same rule as the script's). */
export function isSharedSpecifier(s: string): boolean {
  return SHARED_EXACT.includes(s) || SHARED_PREFIXES.some((p) => s.startsWith(p)) || !s.startsWith(OWN_SCOPE);
}

/** Whether an override URL is on the allow-list (the same rule as the script's). */
export function overrideOriginAllowed(origins: readonly string[], url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return false;
  return origins.some((o) => (o.endsWith(':*') ? `${u.protocol}//${u.hostname}` === o.slice(0, -2) : u.origin === o));
}

const DANGER = PORTAL_TEXT_TOKENS.colorError;
const PRIMARY = DEFAULT_THEME_COLOR;
const BTN = 'border-radius:6px;padding:4px 15px;cursor:pointer;font:inherit;';
const BTN_PRIMARY = `${BTN}background:${PRIMARY};color:#fff;border:1px solid ${PRIMARY}`;
const BTN_DANGER = `${BTN}background:${DANGER};color:#fff;border:1px solid ${DANGER}`;
const BTN_PLAIN = `${BTN}background:#fff;color:rgba(0,0,0,.88);border:1px solid #d9d9d9`;

/** The script (runs before the page's import map exists; kept dependency-free). */
export function overrideScript(mapType: string, origins: readonly string[]): string {
  const cfg = JSON.stringify({ origins, exact: SHARED_EXACT, prefixes: SHARED_PREFIXES, own: OWN_SCOPE }).replace(
    /</g,
    '\\u003c',
  );
  const css = (s: string): string => JSON.stringify(s);
  return `(function(){
var KEY='scf-importmap-overrides-v2',PENDING='scf-importmap-override-pending',PARAM='scf-override',
me=document.currentScript,CFG=${cfg};
try{localStorage.removeItem('scf-importmap-overrides')}catch(e){}
var SEG='[A-Za-z0-9_][A-Za-z0-9._-]{0,99}',SPEC=new RegExp('^(?:@'+SEG+'/)?'+SEG+'(?:/'+SEG+')*$');
var okSpec=function(s){return typeof s==='string'&&s.length<=200&&SPEC.test(s)};
var parse=function(u){try{var x=new URL(u);
return (x.protocol==='http:'||x.protocol==='https:')&&!x.username&&!x.password?x:null}catch(e){return null}};
var allowed=function(u){var x=parse(u);if(!x)return false;for(var i=0;i<CFG.origins.length;i++){
var o=CFG.origins[i];if(o.slice(-2)===':*'?x.protocol+'//'+x.hostname===o.slice(0,
-2):x.origin===o)return true}return false};
var shared=function(s){if(CFG.exact.indexOf(s)>=0)return true;for(var i=0;i<CFG.prefixes.length;
i++)if(s.indexOf(CFG.prefixes[i])===0)return true;return s.indexOf(CFG.own)!==0};
var read=function(st,k){try{var v=JSON.parse(st.getItem(k)||'{}');return v&&typeof v==='object'?v:{}}catch(e){
return {}}};
var write=function(st,k,v){try{st.setItem(k,JSON.stringify(v))}catch(e){}};
var o=read(localStorage,KEY),pending=read(sessionStorage,PENDING);
var q=new URLSearchParams(location.search),given=q.getAll(PARAM);
if(given.length){given.forEach(function(g){if(g==='reset'){o={};pending={};return}var i=g.indexOf('=',1);
if(i<1)return;var s=g.slice(0,i),u=g.slice(i+1);if(!okSpec(s))return;if(u)pending[s]=u;else{delete o[s];
delete pending[s]}});
write(localStorage,KEY,o);write(sessionStorage,PENDING,pending);
q.delete(PARAM);var rest=q.toString();history.replaceState(history.state,'',
location.pathname+(rest?'?'+rest:'')+location.hash)}
var map={imports:{}},active=[];
var dropped=false;
Object.keys(o).forEach(function(s){var e=o[s];
if(e&&typeof e.url==='string'&&okSpec(s)&&allowed(e.url)&&(!shared(s)||e.shared===true)){map.imports[s]=e.url;
active.push(s)}else{delete o[s];dropped=true}});
if(dropped)write(localStorage,KEY,o);
if(active.length){var m=document.createElement('script');m.type='${mapType}';m.nonce=me.nonce;
m.textContent=JSON.stringify(map);me.parentNode.insertBefore(m,me.nextSibling)}
var save=function(){write(localStorage,KEY,o);location.reload()};
window.scfOverrides={list:function(){var r={};active.forEach(function(s){r[s]=o[s].url});return r},
set:function(s,u){if(!okSpec(s)||!parse(u))throw new Error('模块名或地址不正确');pending[s]=u;write(sessionStorage,PENDING,
pending);location.reload()},
remove:function(s){delete o[s];save()},reset:function(){o={};save()}};
var el=function(tag,style,text){var x=document.createElement(tag);if(style)x.style.cssText=style;
if(text!=null)x.textContent=text;return x};
var button=function(style,text,fn){var b=el('button',style,text);b.type='button';b.onclick=fn;return b};
var banner=function(){var b=el('div',
'position:fixed;left:0;right:0;bottom:0;z-index:2147483646;background:'+${css(DANGER)}+
';color:#fff;font-size:13px;line-height:1.6;padding:6px 12px;display:flex;gap:12px;align-items:center;flex-wrap:wrap');
b.id='scf-override-banner';b.setAttribute('role','status');
b.appendChild(el('span','','开发者覆盖已生效（仅本浏览器）：'+active.map(function(s){return s+' → '+o[s].url}).join('；')));
b.appendChild(button('background:#fff;color:'+${css(DANGER)}+';border:0;border-radius:4px;padding:2px 10px;'+
'cursor:pointer;font:inherit','清除覆盖',function(){o={};save()}));
document.body.appendChild(b)};
var ask=function(){
var items=Object.keys(pending).filter(okSpec).map(function(s){return {s:s,u:String(pending[s]),
ok:allowed(pending[s]),sh:shared(s)}});
var good=items.filter(function(i){return i.ok}),hosts=[];
pending={};try{sessionStorage.removeItem(PENDING)}catch(e){}
good.forEach(function(i){var h=parse(i.u).host;if(hosts.indexOf(h)<0)hosts.push(h)});
var need=hosts.join(' ');
var back=el('div','position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;background:rgba(0,0,0,.45);'+
'display:flex;align-items:center;justify-content:center;padding:16px');
var box=el('div','background:#fff;color:rgba(0,0,0,.88);max-width:560px;width:100%;border-radius:8px;'+
'padding:20px 24px;font-size:14px;line-height:1.7;box-shadow:0 6px 24px rgba(0,0,0,.3)');
box.id='scf-override-confirm';box.setAttribute('role','dialog');box.setAttribute('aria-modal','true');
box.setAttribute('aria-labelledby','scf-override-title');
var close=function(){if(back.parentNode)back.parentNode.removeChild(back)};
var title=function(t){var h=el('h2','margin:0 0 8px;font-size:16px',t);h.id='scf-override-title';return h};
var list=function(xs,note){var l=el('ul','margin:0 0 8px;padding-left:20px;word-break:break-all');
xs.forEach(function(i){l.appendChild(el('li','',i.s+' → '+i.u+note(i)))});return l};
var row=el('div','display:flex;gap:8px;justify-content:flex-end;margin-top:12px'),cancel=button(${css(BTN_PLAIN)},
'取消',close);
box.appendChild(title('确认开发者覆盖'));
box.appendChild(el('p','margin:0 0 8px',
'有人请求在本浏览器中用下列地址的代码替换门户模块。这些代码将以您的身份运行，能读取您在门户中的数据。只有您本人正在调试自己的本地构建时才应继续；如果您是通过他人发来的链接来到这里，请点「取消」。'));
box.appendChild(list(items,function(i){return i.ok?(i.sh?'（共享模块，需再次确认）':''):'（不在允许的来源中，已忽略）'}));
back.appendChild(box);
if(!good.length){box.appendChild(el('p','margin:0',
'没有可以应用的覆盖。允许的来源：'+CFG.origins.join('、')+'（服务器设置 IMPORTMAP_OVERRIDE_ORIGINS）'));row.appendChild(cancel);
box.appendChild(row);document.body.appendChild(back);cancel.focus();return}
var label=el('label','display:block;margin:8px 0 4px','请输入地址的主机「'+need+'」以确认：');label.htmlFor='scf-override-input';
var input=el('input',
'width:100%;box-sizing:border-box;padding:4px 11px;border:1px solid #d9d9d9;border-radius:6px;font:inherit');
input.id='scf-override-input';input.autocomplete='off';input.spellcheck=false;
var apply=function(){good.forEach(function(i){o[i.s]={url:i.u,shared:i.sh}});save()};
var ok=button(${css(BTN_PRIMARY)},'确认覆盖',function(){if(input.value.trim()!==need)return;
var sh=good.filter(function(i){return i.sh});if(!sh.length){apply();return}
box.textContent='';box.appendChild(title('再次确认：替换共享模块'));
box.appendChild(el('p','margin:0 0 8px','下列模块是门户的共享部分（@scf/shared、根配置或共享库）。替换后，门户的每个页面都会运行该地址的代码：'));
box.appendChild(list(sh,function(){return ''}));
var r2=el('div','display:flex;gap:8px;justify-content:flex-end;margin-top:12px'),c2=button(${css(BTN_PLAIN)},'取消',
close);
r2.appendChild(c2);r2.appendChild(button(${css(BTN_DANGER)},'仍要替换共享模块',apply));box.appendChild(r2);c2.focus()});
var sync=function(){ok.disabled=input.value.trim()!==need;ok.style.opacity=ok.disabled?'.5':'1'};sync();
input.oninput=sync;input.onkeydown=function(e){if(e.key==='Enter')ok.click()};
box.appendChild(label);box.appendChild(input);row.appendChild(cancel);row.appendChild(ok);box.appendChild(row);
document.body.appendChild(back);input.focus()};
var start=function(){if(active.length)banner();if(Object.keys(pending).length)ask()};
if(document.body)start();else document.addEventListener('DOMContentLoaded',start);
})();`;
}
