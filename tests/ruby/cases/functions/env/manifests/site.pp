$top_value = 'topv'
include rw
