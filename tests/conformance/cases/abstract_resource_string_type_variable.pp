Resource['notify'] { 'a': message => 'hi' }
Resource[Notify] { 'b': }
$t = 'file'
Resource[$t] { '/tmp/x': ensure => file }
