type MyPort = Integer[1, 65535]
define svc(MyPort $port) { notify { "${title}:${port}": } }
svc { 'ok': port => 80 }
svc { 'bad': port => 70000 }
