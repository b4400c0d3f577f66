@notify { 'v': }
realize([Notify['v']], Notify['v'])
