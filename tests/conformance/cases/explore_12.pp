@@file { '/exp1': tag => 'x', content => 'a' }
@@file { '/exp2': tag => 'y' }
File <<| tag == 'x' |>>
