notify { 'a': message => [String(1.0), String(3.14159, '%.2f'), String(255, '%x'), String([1, 'a']), String({a => [1]})] }
