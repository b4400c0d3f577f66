fail('custom failure here')
