group { 'g': gid => 10, members => ['a'] }
