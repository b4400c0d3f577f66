type Port = Integer[1, 65535]
class svc(Port $p) { }
class { 'svc': p => 70000 }
