notify { 'start_end': message => [stdlib::start_with('foobar', 'foo'), stdlib::start_with('foobar', ['x', 'fo']), stdlib::start_with('foobar', 'bar'), stdlib::end_with('foobar', 'bar'), stdlib::end_with('foobar', ['x', 'y'])] }
notify { 'extname': message => [stdlib::extname('foo.rb'), stdlib::extname('/a/b/c.tar.gz'), stdlib::extname('.profile'), stdlib::extname('.a.sh'), stdlib::extname('foo.'), stdlib::extname('noext')] }
notify { 'digests': message => [stdlib::sha256('abc'), stdlib::crc32('abc'), stdlib::crc32('The quick brown fox jumps over the lazy dog'), stdlib::sha256(Sensitive('s')), stdlib::crc32(42)] }
notify { 'xml_encode': message => [stdlib::xml_encode('<a href="x">&</a>'), stdlib::xml_encode('<a href="x">&</a>', 'attr'), stdlib::xml_encode('<a href="x">&</a>', 'text')] }
notify { 'nested_values': message => stdlib::nested_values({'a' => 1, 'b' => {'c' => 2, 'd' => {'e' => [3]}}, 'f' => 'x'}) }
