notify { 'str2bool': message => [str2bool('yes'), str2bool('N'), str2bool(''), str2bool(true), str2bool('undef'), str2bool('TRUE')] }
notify { 'num2bool': message => [num2bool(1), num2bool(0), num2bool('2.5'), num2bool(-1), num2bool('0.9')] }
notify { 'bool2num': message => [bool2num(true), bool2num('no'), bool2num('t')] }
notify { 'any2bool': message => [any2bool('yes'), any2bool('0'), any2bool(1), any2bool(undef), any2bool([]), any2bool('1.5'), any2bool(false)] }
notify { 'sets': message => [union(['a', 'b'], ['b', 'c'], ['d', 'a']), difference(['a', 'b', 'c', 'b'], ['b']), intersection(['a', 'b', 'c', 'b'], ['b', 'c', 'x'])] }
notify { 'join_keys_to_values': message => join_keys_to_values({ 'a' => 1, 'b' => ['x', 'y'], 'c' => 'undef', 'd' => undef }, '=') }
notify { 'values_at': message => [values_at(['a', 'b', 'c', 'd'], 1), values_at(['a', 'b', 'c', 'd'], ['0-2']), values_at(['a', 'b', 'c', 'd'], ['0...2', 3]), values_at(['a', 'b', 'c'], '1..2')] }
notify { 'delete_values': message => delete_values({ 'a' => 'x', 'b' => 'y', 'c' => 'x' }, 'x') }
notify { 'reverse': message => [reverse([1, 2, 3]), reverse('abc')] }
notify { 'swapcase': message => [swapcase('aBc'), swapcase(['Ab', 1])] }
notify { 'dos2unix': message => [dos2unix("a\r\nb"), unix2dos("a\nb\r\nc")] }
notify { 'regexpescape': message => [regexpescape('a.b*c (d) [e] {f} ^g$ h|i? j+k \\ -#'), regexpescape(['x.y', 2])] }
notify { 'grep': message => [grep(['aaa', 'bbb', 'abc'], 'a'), grep(['aaa', 'bbb', 'abc'], '^b')] }
