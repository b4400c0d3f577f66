$packages = ['a', 'b', 'c']
$packages.each |$idx, $p| {
  package { $p: ensure => present, tag => "p${idx}" }
}
Package <| tag == 'p1' |> { ensure => latest }
Package['a'] -> Package['b'] -> Package['c']
