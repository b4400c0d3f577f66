notify { 'x': message => [getvar('facts.os.family'), getvar('nope', 'dflt'), get({ 'a' => [1, 2] }, 'a.1')] }
