class m::web { contain m require m::other notify { 'web': message => lookup('greeting') } }
