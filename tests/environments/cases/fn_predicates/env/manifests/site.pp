notify { 'is_a': message => [is_a('x', String), is_a(1, String), is_a([1], Array[Integer]), 'x'.is_a(Enum['x', 'y'])] }
notify { 'fact': message => [fact('os.release.major'), fact('os.name'), fact('networking.fqdn'), fact('nope.deeper'), fact('os.release.full.x')] }
notify { 'fact_whole': message => fact('os') }
notify { 'os_version_gte': message => [stdlib::os_version_gte('Debian', '11'), stdlib::os_version_gte('Debian', '12'), stdlib::os_version_gte('Debian', '13'), stdlib::os_version_gte('Ubuntu', '1')] }
$d = deprecation('my_key', 'this is deprecated')
notify { 'deprecation': message => String($d) }
