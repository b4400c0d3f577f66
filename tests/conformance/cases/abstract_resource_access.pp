$t = 'File'
Resource[$t] { '/a': ensure => file }
notify { 'x': message => Resource[$t]['/a']['ensure'] }
