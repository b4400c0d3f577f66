$top = 'T'
class m::nodecls { $v = 'nv' notify { 'nc': message => epp('m/t.epp', {'x' => 'n'}) } }
node default { include m::nodecls $nx = 1 }
