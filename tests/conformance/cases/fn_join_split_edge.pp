notify { 'j': message => [join([1, 'a', true], '-'), join([]), split('a1b2c', /\d/), split('abc', ''), split('a,,b', ',')] }
