notify { 'c': message => [upcase(['a', 'b']), downcase('ÀB'), capitalize('hello world'), upcase({ 'k' => 'v' })] }
