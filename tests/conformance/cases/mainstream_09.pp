$list = ['a', 'b']
$list.each |$i, $v| { file { "/tmp/${v}": ensure => file, mode => "064${i}" } }
