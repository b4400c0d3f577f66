fail('custom failure')
