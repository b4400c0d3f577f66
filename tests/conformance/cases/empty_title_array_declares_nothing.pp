notify { []: }
notify { 'after empty': }
