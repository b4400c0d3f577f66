user { 'u': uid => 10, gid => 'g', groups => ['x'], membership => inclusive }
