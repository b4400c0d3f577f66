case ['a', 'b'] { ['a', 'b']: { notify { 'matched': } } default: { notify { 'no': } } }
