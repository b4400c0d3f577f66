class web { define vhost($port = 80) { notify { "${title}:${port}": } } }
include web
web::vhost { 'site': }
