class cfg { $port = 8080 }
define svc() { notify { "${title}:${cfg::port}": } }
include cfg
svc { 'web': }
