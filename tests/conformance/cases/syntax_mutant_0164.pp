notify { 'a': message => [sprintf('% : s', [1, 'a']), sprintf('%s', {'a' => 1}), sprintf('%p', 'x'), sprintf('%d%%', 50), sprintf('%.3s', 'abcdef')] }
