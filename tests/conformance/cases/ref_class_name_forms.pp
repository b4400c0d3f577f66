class a {}
include a
notify { 'x': message => [Class['a'], Class['::a'], Class['A']] }
