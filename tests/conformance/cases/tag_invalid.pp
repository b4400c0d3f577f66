notify { 'x': tag => 'bad tag!' }
