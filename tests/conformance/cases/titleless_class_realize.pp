realize([Class])
