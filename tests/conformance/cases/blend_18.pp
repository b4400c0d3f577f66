@notify { 'v1': }
realize(Notify['v1'], Notify['v1'])
realize([Notify['v1']])
