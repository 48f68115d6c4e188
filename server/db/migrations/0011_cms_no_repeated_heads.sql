-- Demo content seeded before this fix began its HTML with the item's own title and summary,
-- which the public pages already show above it: each product and the about text said them
-- twice. Only rows still starting with exactly that head are changed (an editor's text stays).
UPDATE cms_items
SET content = substr(content, length('<h3>' || title || '</h3><p>' || summary || '</p>') + 1)
WHERE biz_code = 'PRODUCT_INTRO' AND position('<h3>' || title || '</h3><p>' || summary || '</p>' IN content) = 1;

UPDATE cms_items
SET content = substr(content, length('<h2>' || title || '</h2>') + 1)
WHERE biz_code = 'ABOUT' AND position('<h2>' || title || '</h2>' IN content) = 1;
