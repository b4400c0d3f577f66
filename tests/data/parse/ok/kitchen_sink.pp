class foo::bar (
  String $x = 'a',
  Optional[Integer[1,10]] $y = undef,
) inherits foo {
  file { default: mode => '0644'; ['/a', '/b']: ensure => file, * => $h }
  $z = $x ? { 'a' => 1, default => 2 }
  if $z == 1 and !$y { notice("yes ${x} and ${facts['os']['family']}") } elsif $z > 2 { } else { }
  $arr = [1, 2, 3].map |$v| { $v * 2 }
  $arr.each |$i, $v| { notify { "n${i}": message => $v } }
  case $x { 'a', 'b': { include foo } /^c/: { } default: { } }
  User <| title == 'luke' and (tag == 'x' or groups != 'y') |> { shell => '/bin/zsh' }
  Package <<| |>>
  File['/a'] -> File['/b'] ~> Service['s']
  @@host { 'h': ip => '1.2.3.4' }
  Resource[File] { '/c': }
  $t = @("END"/L)
    hello ${x}
    | END
  $m = 'x' =~ /^(x)$/
  include foo, bar
  $v = -1 + 2 * 3 % 2 - 0x1f + 017 + 1.5e3
  $u = "$x-$y ${x}s \$ \u{1F600}"
}
node 'a.b', /c/, default { }
define my::def($a) { }
function my::fn(Integer $a, *$rest) >> Integer { $a + 1 }
type My::T = Variant[String, Integer]
