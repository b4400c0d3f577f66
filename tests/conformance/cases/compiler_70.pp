notify { ['a', 'b']: message => 'x'; default: message => 'y'; ['c']: }
