user { 'u': uid => 0x10, gid => 010 }
