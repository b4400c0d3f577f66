type Port = Integer[1, 65535]
class svc(Port $port = 80) { notify { "port ${port}": } }
class { 'svc': port => 443 }
