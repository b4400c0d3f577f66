notify { 'a': message => sort([['log', 1], ['chroot', 2], ['chroot', 1], ['a']]) }
