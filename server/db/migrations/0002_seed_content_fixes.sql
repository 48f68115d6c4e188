-- Demo content seeded before these fixes; rows an editor has changed since are left alone.

-- The home banners pointed at /assets/banners/, which the build never produced (404). The
-- images now ship with the server under /static/banners/.
UPDATE cms_items
SET image_url = '/static/banners/' || substring(image_url FROM '^/assets/banners/(banner-[1-3]\.svg)$')
WHERE biz_code = 'HOME_BANNER' AND image_url ~ '^/assets/banners/banner-[1-3]\.svg$';

-- A second, different hotline was typed into the about text and the site messages; the about
-- page now shows the service widget's number, and the messages point to the widget.
UPDATE cms_items
SET content = replace(content, '<p>客服热线：400-800-8888（工作日 9:00-18:00）</p>', '')
WHERE biz_code = 'ABOUT' AND position('<p>客服热线：400-800-8888（工作日 9:00-18:00）</p>' IN content) > 0;

UPDATE messages
SET content = replace(content, '<p>如有疑问请联系客服热线 400-800-8888。</p>', '<p>如有疑问，请通过页面右下角的客服中心联系我们。</p>')
WHERE position('<p>如有疑问请联系客服热线 400-800-8888。</p>' IN content) > 0;
