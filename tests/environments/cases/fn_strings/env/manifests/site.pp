notify { 'basename': message => [basename('/a/b/c.txt'), basename('/a/b/c.txt', '.txt'), basename('c.tar.gz', '.*'), basename('/a/b/'), basename('/'), basename('x')] }
notify { 'dirname': message => [dirname('/a/b/c'), dirname('/a/b/'), dirname('c'), dirname('/c'), dirname('/'), dirname('a//b')] }
notify { 'bool2str': message => [bool2str(true), bool2str(false), bool2str(true, 'yes', 'no'), bool2str(false, 'yes', 'no')] }
notify { 'squeeze': message => [squeeze('aaabbbccc'), squeeze('aaabbbccc', 'a'), squeeze('a  b   c', ' '), squeeze(['xxyy', 'zz']), squeeze('aabbcc', 'a-b')] }
notify { 'shell_join': message => shell_join(['ls', '-la', 'my file', "it's", '', 'a$b', 3]) }
notify { 'shell_escape': message => [stdlib::shell_escape('a b'), stdlib::shell_escape(''), stdlib::shell_escape('/x/y-z_1.2,3:4+5@6'), stdlib::shell_escape("l1\nl2"), stdlib::shell_escape(42)] }
notify { 'prefix': message => [prefix(['a', 'b', 1], 'p_'), prefix(['a']), suffix(['a', 'b'], '.conf')] }
notify { 'prefix_hash': message => prefix({'a' => 1, 'b' => 2}, 'x') }
notify { 'suffix_hash': message => suffix({'a' => 1}, '_s') }
