type Svc = Struct[{ name => String[1], port => Integer }]
class svc(Svc $s) { }
class { 'svc': s => { name => 'x', port => 1, extra => 2 } }
