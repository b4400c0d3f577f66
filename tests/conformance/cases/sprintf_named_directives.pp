# Flags, width and precision around a named reference, as Ruby reads them.
notify { 'width after name': message => sprintf('%<x>5s|', { 'x' => 1 }) }
notify { 'flag before name': message => sprintf('%-<x>5s|', { 'x' => 1 }) }
notify { 'width before name': message => sprintf('%5<x>s|', { 'x' => 1 }) }
notify { 'padded brace': message => sprintf('%-5{x}|', { 'x' => 1 }) }
notify { 'precision brace': message => sprintf('%.1{x}|', { 'x' => 'abc' }) }
notify { 'regex brace': message => sprintf('%{x}|', { 'x' => /a/ }) }
notify { 'array brace': message => sprintf('%{x}|', { 'x' => [1, 'a'] }) }
