notify { 'a': message => $ }
