notify { "${index([1,2,3], 2)} ${index('hello', 'l')} ${[5,6,7].index |$v| { $v > 5 }}": }
