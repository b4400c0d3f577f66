notify { 'b.pp second': }
