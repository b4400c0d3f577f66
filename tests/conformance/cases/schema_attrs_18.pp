zfs { 'z': }
