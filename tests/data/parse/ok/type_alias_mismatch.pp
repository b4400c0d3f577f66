type Port = Integer[1, 65535]
class svc(Port $port = 80) { }
class { 'svc': port => 0 }
