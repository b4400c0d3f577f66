notify { 'shims': message => [apache_pw_hash('secret'), bool2httpd(true), postgresql_escape('x$'), os_version_gte('Debian', '10')] }
