Notify { before => Notify['z'] }
notify { 'a': }
notify { 'z': before => undef }
