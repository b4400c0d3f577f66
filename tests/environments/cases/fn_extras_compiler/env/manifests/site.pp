user { 'alice': ensure => present }
function mine::f() { 1 }
notify { 'seeded_rand': message => [stdlib::seeded_rand(100, 'seed'), stdlib::seeded_rand(1000000, 'other'), stdlib::seeded_rand(1, 'x')] }
notify { 'fqdn_rand_string': message => [stdlib::fqdn_rand_string(10), stdlib::fqdn_rand_string(8, 'abc'), stdlib::fqdn_rand_string(5, undef, 'seed'), stdlib::fqdn_rand_string(6, '', 'a', 2)] }
notify { 'type_of': message => [String(stdlib::type_of('x')), String(stdlib::type_of([1, 'a'])), String(stdlib::type_of({'a' => 1}))] }
notify { 'has_function': message => [stdlib::has_function('notice'), stdlib::has_function('stdlib::sort_by'), stdlib::has_function('nope'), stdlib::has_function('mine::f')] }
notify { 'str2resource': message => stdlib::str2resource('User[alice]') }
notify { 'sort_by': message => [stdlib::sort_by(['ccc', 'a', 'bb']) |$x| { $x.length }, stdlib::sort_by('cab') |$c| { $c }, stdlib::sort_by({'x' => 2, 'y' => 1}) |$kv| { $kv[1] }] }
$v = validate_legacy(String, 'validate_string', 'ok')
$w = validate_legacy('Integer', 'validate_integer', 3)
notify { 'validate_legacy': message => [String($v), String($w)] }
