@notify { 'a': }
realize(Notify['a'], Notify['a'])
