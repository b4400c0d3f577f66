notify { 'n': message => [Resource['notify'], Resource['Notify', 'x'], Resource[notify, x, y]] }
