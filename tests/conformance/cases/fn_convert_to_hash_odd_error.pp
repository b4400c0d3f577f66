notify { 'x': message => [convert_to('12', Integer), convert_to(1, String), convert_to([1], Hash)] }
