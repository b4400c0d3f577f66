notify { Notify['inner']: }
