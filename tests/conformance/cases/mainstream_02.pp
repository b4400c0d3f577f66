fail('stop here')
